/**
 * A titled group of fields inside a screen, and a two-column form/preview layout.
 */
import type { ReactNode } from 'react';

export function Section( {
	title,
	description,
	children,
}: {
	title: string;
	description?: string;
	children: ReactNode;
} ) {
	return (
		<section className="sightline-section">
			<h2 className="sightline-section__title">{ title }</h2>
			{ description && (
				<p className="sightline-section__description">
					{ description }
				</p>
			) }
			<div className="sightline-section__body">{ children }</div>
		</section>
	);
}

export function WithPreview( {
	children,
	preview,
	previewTitle,
}: {
	children: ReactNode;
	preview: ReactNode;
	previewTitle: string;
} ) {
	return (
		<div className="sightline-with-preview">
			<div className="sightline-with-preview__form">{ children }</div>
			<div className="sightline-with-preview__preview">
				<h2 className="sightline-with-preview__title">
					{ previewTitle }
				</h2>
				{ preview }
			</div>
		</div>
	);
}
