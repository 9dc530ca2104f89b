/**
 * The post's structured data in the block editor: the registered post meta `_sightline_structured_data`
 * (Sightline\Structured_Data\Meta_Field), read from and written to core/editor's edits, so it saves,
 * undoes and autosaves with the post and the server validates it on save. Also the dates the nodes'
 * date templates resolve from and the last save's refusal, when it named our field.
 */
import { store as coreStore } from '@wordpress/core-data';
import { useDispatch, useSelect } from '@wordpress/data';
import { store as editorStore } from '@wordpress/editor';
import { useCallback, useMemo } from '@wordpress/element';

import {
	readInstances,
	type StoredInstance,
} from '../../components/structured-data/instances';
import type { PostDates } from './page-values';

export const META_KEY = '_sightline_structured_data';

/** The field path of our REST errors (Instance_Validator): `structured_data[2].values.price`. */
const OUR_FIELD = /^structured_data\b/;

interface DateSettings {
	timezone?: { offset?: number | string };
}

interface WpGlobal {
	wp?: { date?: { getSettings?: () => DateSettings } };
}

export function useStructuredData(): [
	StoredInstance[],
	( next: StoredInstance[] ) => void,
] {
	const stored = useSelect(
		( select ) =>
			(
				select( editorStore ).getEditedPostAttribute( 'meta' ) as
					Record< string, unknown > | undefined
			 )?.[ META_KEY ],
		[]
	);
	const { editPost } = useDispatch( editorStore );
	const instances = useMemo( () => readInstances( stored ), [ stored ] );
	const setInstances = useCallback(
		( next: StoredInstance[] ) =>
			editPost( { meta: { [ META_KEY ]: next } } ),
		[ editPost ]
	);
	return [ instances, setInstances ];
}

/** WordPress's own date settings (wp-date, loaded by the editor): the site's current UTC offset. */
function siteUtcOffsetHours(): number {
	const offset = ( window as unknown as WpGlobal ).wp?.date?.getSettings?.()
		.timezone?.offset;
	return Number( offset ) || 0;
}

export function usePostDates(): PostDates {
	return useSelect( ( select ) => {
		const editor = select( editorStore ) as unknown as {
			getEditedPostAttribute: ( key: string ) => unknown;
			getCurrentPostAttribute: ( key: string ) => unknown;
			isEditedPostDateFloating: () => boolean;
		};
		const text = ( value: unknown ) =>
			typeof value === 'string' && value !== '' ? value : null;
		return {
			date: text( editor.getEditedPostAttribute( 'date' ) ),
			savedDate: text( editor.getCurrentPostAttribute( 'date' ) ),
			savedDateGmt: text( editor.getCurrentPostAttribute( 'date_gmt' ) ),
			floating: editor.isEditedPostDateFloating(),
			utcOffsetHours: siteUtcOffsetHours(),
		};
	}, [] );
}

/** The message of the last save when the server refused our field (else null). */
export function useSaveRefusal(): string | null {
	return useSelect( ( select ) => {
		const editor = select( editorStore );
		const error = (
			select( coreStore ) as unknown as {
				getLastEntitySaveError: (
					kind: string,
					name: string,
					id: number
				) => unknown;
			}
		 ).getLastEntitySaveError(
			'postType',
			String( editor.getCurrentPostType() ),
			Number( editor.getCurrentPostId() )
		) as
			| { code?: string; message?: string; data?: { field?: string } }
			| undefined;
		if (
			error?.code === 'sightline_structured_data_invalid' ||
			OUR_FIELD.test( error?.data?.field ?? '' )
		) {
			return error?.message ?? null;
		}
		return null;
	}, [] );
}
