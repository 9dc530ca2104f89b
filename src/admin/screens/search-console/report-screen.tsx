/**
 * The screen frame shared by Search Console and Content Performance: the title, the range choice once a
 * property is connected, and the report (see ReportView) with what the screen puts under it.
 */
import { useState } from '@wordpress/element';
import type { ReactNode } from 'react';

import type { SearchConsoleStatus } from '../../../store';
import { ScreenShell } from '../../components/screen-shell';
import { RangeSelect } from './range-select';
import { ReportView, type ReportViewProps } from './report-view';
import {
	DEFAULT_DAYS,
	useSearchConsoleReport,
	useSearchConsoleStatus,
	type ReportState,
} from './use-search-console';
import './style.scss';

export interface SearchReportScreenProps {
	title: string;
	description: string;
	/** The screen's own content, once there is a report. */
	children: ReportViewProps[ 'children' ];
	/** What follows the report. */
	footer: ( screen: {
		state: ReportState;
		status: SearchConsoleStatus | null;
	} ) => ReactNode;
}

export function SearchReportScreen( {
	title,
	description,
	children,
	footer,
}: SearchReportScreenProps ) {
	const [ days, setDays ] = useState( DEFAULT_DAYS );
	const status = useSearchConsoleStatus();
	const state = useSearchConsoleReport( days );
	const live = Boolean( status?.connected && status.property );
	return (
		<ScreenShell
			title={ title }
			description={ description }
			actions={
				live && status ? (
					<RangeSelect
						days={ days }
						ranges={ status.ranges }
						onChange={ setDays }
					/>
				) : undefined
			}
		>
			<div className="sightline-gsc">
				<ReportView state={ state }>{ children }</ReportView>
				{ footer( { state, status } ) }
			</div>
		</ScreenShell>
	);
}
