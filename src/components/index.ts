/**
 * Shared presentational parts of the settings app, the wizard and the editor. Importing from here also
 * loads their styles.
 */
import './style.scss';

export {
	FacebookPreview,
	XPreview,
	hostOf,
	type SocialPreviewProps,
	type XCardType,
} from './social-preview';
export {
	ImagePicker,
	toPickedImage,
	type PickedImage,
	type ImagePickerProps,
} from './image-picker';
export { LengthCounter } from './length-counter';
export {
	SearchPreview,
	displayUrl,
	type SearchPreviewProps,
} from './search-preview';
export {
	socialProfiles,
	visibleProfiles,
	FALLBACK_PROFILE_ICON,
	type SocialProfile,
	type SocialProfileId,
} from './social-profiles';
export { TemplateField, type TemplateFieldProps } from './template-field';
export { truncate, textLength, ELLIPSIS } from './truncate';
