/**
 * The URL check: an optional http or https scheme, then a domain, `localhost` or an IPv4
 * address, an optional port, and an optional path, query and fragment. Social URL fields do not use it to
 * block input (the form applies no format check); it powers hints and the import validation.
 */
const IPV4_OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = `(?:${ IPV4_OCTET }\\.){3}${ IPV4_OCTET }`;
// Labels of 1–63 letters, digits or hyphens (not at either end), then a letter-only top-level domain.
const DOMAIN = '(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,63}';
const HOST = `(?:localhost|${ IPV4 }|${ DOMAIN })`;
const PORT =
	'(?::(?:6553[0-5]|655[0-2]\\d|65[0-4]\\d{2}|6[0-4]\\d{3}|[1-5]\\d{4}|[1-9]\\d{0,3}))?';
const REST = '(?:[/?#][^\\s]*)?';

const URL_PATTERN = new RegExp(
	`^(?:https?:\\/\\/)?${ HOST }${ PORT }${ REST }$`,
	'i'
);

export function isValidUrl( value: string ): boolean {
	const trimmed = value.trim();
	return (
		trimmed !== '' && trimmed.length <= 2048 && URL_PATTERN.test( trimmed )
	);
}
