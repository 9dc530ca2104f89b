/**
 * A table of Search Console rows (queries, pages, countries, devices) with shortened numbers.
 */
import { __ } from '@wordpress/i18n';

import type { SearchRow } from '../../../store';
import {
	formatPercent,
	formatPosition,
	shortenNumber,
} from '../../../utils/format';

export interface SearchTableProps {
	caption: string;
	keyLabel: string;
	rows: SearchRow[];
	limit?: number;
	/** Render page URLs as links. */
	links?: boolean;
}

export function SearchTable( {
	caption,
	keyLabel,
	rows,
	limit = 10,
	links = false,
}: SearchTableProps ) {
	const shown = rows.slice( 0, limit );
	return (
		<table className="widefat striped sightline-gsc-table">
			<caption>{ caption }</caption>
			<thead>
				<tr>
					<th scope="col">{ keyLabel }</th>
					<th scope="col" className="num">
						{ __( 'Clicks', 'sightline-seo' ) }
					</th>
					<th scope="col" className="num">
						{ __( 'Impressions', 'sightline-seo' ) }
					</th>
					<th scope="col" className="num">
						{ __( 'CTR', 'sightline-seo' ) }
					</th>
					<th scope="col" className="num">
						{ __( 'Position', 'sightline-seo' ) }
					</th>
				</tr>
			</thead>
			<tbody>
				{ shown.length === 0 && (
					<tr>
						<td colSpan={ 5 }>
							{ __( 'No rows in this data.', 'sightline-seo' ) }
						</td>
					</tr>
				) }
				{ shown.map( ( row ) => (
					<tr key={ row.key }>
						<th scope="row" className="sightline-gsc-table__key">
							{ links && /^https?:\/\//.test( row.key ) ? (
								<a href={ row.key }>{ row.key }</a>
							) : (
								row.key
							) }
						</th>
						<td
							className="num"
							title={ row.clicks.toLocaleString() }
						>
							{ shortenNumber( row.clicks ) }
						</td>
						<td
							className="num"
							title={ row.impressions.toLocaleString() }
						>
							{ shortenNumber( row.impressions ) }
						</td>
						<td className="num">{ formatPercent( row.ctr ) }</td>
						<td className="num">
							{ formatPosition( row.position ) }
						</td>
					</tr>
				) ) }
			</tbody>
		</table>
	);
}
