/**
 * The frame every settings screen renders in: its title, optional description and content.
 */
import type { ReactNode } from 'react';

export interface ScreenShellProps {
	title: string;
	description?: string;
	children?: ReactNode;
	actions?: ReactNode;
}

export function ScreenShell( {
	title,
	description,
	children,
	actions,
}: ScreenShellProps ) {
	return (
		<section
			className="sightline-screen"
			aria-labelledby="sightline-screen-title"
		>
			<header className="sightline-screen__header">
				<div>
					<h1
						id="sightline-screen-title"
						className="sightline-screen__title"
					>
						{ title }
					</h1>
					{ description && (
						<p className="sightline-screen__description">
							{ description }
						</p>
					) }
				</div>
				{ actions && (
					<div className="sightline-screen__actions">{ actions }</div>
				) }
			</header>
			<div className="sightline-screen__body">{ children }</div>
		</section>
	);
}
