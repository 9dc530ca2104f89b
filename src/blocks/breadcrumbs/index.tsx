/**
 * Registers the Breadcrumbs block in the editor from the top-level block.json (the server registers
 * the same metadata and renders the block).
 */
import { registerBlockType } from '@wordpress/blocks';
import metadata from '../../../block.json';
import Edit, { type BreadcrumbsAttributes } from './edit';
import './style.scss';

registerBlockType< BreadcrumbsAttributes >( metadata, {
	edit: Edit,
	save: () => null,
} );
