/**
 * Hands text to the browser as a file download (exports of settings and redirects).
 */
export function downloadFile(
	content: string,
	type: string,
	filename: string
): void {
	const link = document.createElement( 'a' );
	link.href = URL.createObjectURL( new Blob( [ content ], { type } ) );
	link.download = filename;
	link.click();
	URL.revokeObjectURL( link.href );
}
