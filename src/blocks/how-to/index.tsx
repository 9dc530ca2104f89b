/**
 * Registers the How-to block in the editor from its block.json (the server registers the same metadata
 * for the editor; the saved HTML needs no registration on the site).
 */
import { registerBlockType } from '@wordpress/blocks';

import metadata from '../../../includes/blocks/how-to/block.json';
import Edit from './edit';
import save from './save';
import type { HowToAttributes } from './steps';

registerBlockType< HowToAttributes >( metadata, { edit: Edit, save } );
