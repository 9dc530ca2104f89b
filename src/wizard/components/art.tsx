/**
 * The product mark and the welcome banner, drawn inline so the wizard needs no image requests.
 */
import { __ } from '@wordpress/i18n';

export function ProductLogo() {
	return (
		<span className="sightline-wizard__logo">
			<svg
				width="32"
				height="32"
				viewBox="0 0 32 32"
				aria-hidden="true"
				focusable="false"
			>
				<rect width="32" height="32" rx="8" fill="#2c3e94" />
				<circle
					cx="14"
					cy="14"
					r="6.5"
					fill="none"
					stroke="#fff"
					strokeWidth="2.5"
				/>
				<path
					d="M19 19l6 6"
					stroke="#fff"
					strokeWidth="2.5"
					strokeLinecap="round"
				/>
				<path
					d="M11 15.5l2 2 4-5"
					fill="none"
					stroke="#8fd6a0"
					strokeWidth="2"
					strokeLinecap="round"
					strokeLinejoin="round"
				/>
			</svg>
			<span className="sightline-wizard__logo-text">
				{ __( 'Sightline SEO', 'sightline-seo' ) }
			</span>
		</span>
	);
}

export function WelcomeBanner() {
	return (
		<svg
			className="sightline-wizard__banner"
			viewBox="0 0 480 160"
			role="presentation"
			aria-hidden="true"
			focusable="false"
		>
			<rect width="480" height="160" rx="12" fill="#eef1fb" />
			<rect
				x="40"
				y="34"
				width="250"
				height="92"
				rx="8"
				fill="#fff"
				stroke="#c9d0ec"
			/>
			<rect x="58" y="52" width="150" height="10" rx="5" fill="#2c3e94" />
			<rect x="58" y="72" width="210" height="8" rx="4" fill="#c9d0ec" />
			<rect x="58" y="88" width="190" height="8" rx="4" fill="#c9d0ec" />
			<rect x="58" y="104" width="120" height="8" rx="4" fill="#8fd6a0" />
			<circle
				cx="360"
				cy="80"
				r="40"
				fill="none"
				stroke="#2c3e94"
				strokeWidth="10"
			/>
			<path
				d="M389 109l38 38"
				stroke="#2c3e94"
				strokeWidth="12"
				strokeLinecap="round"
			/>
			<path
				d="M342 82l13 13 24-28"
				fill="none"
				stroke="#3aa35a"
				strokeWidth="9"
				strokeLinecap="round"
				strokeLinejoin="round"
			/>
		</svg>
	);
}
