/**
 * The contracts with PHP beyond settings (page data, REST responses): types generated from
 * includes/contracts/*.json by `npm run types`, drift-checked in CI; PHPUnit checks the real data against
 * the same files (tests/php/Contracts/).
 */
export type * from './generated/contracts';
