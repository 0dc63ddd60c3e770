// What other parts of the server use of the self domain; everything else in this folder is its own.
export { ibanOf } from './bank-info';
export { presentContactData } from './contact-data-presenter';
export { personalStats } from './personal-stats.sql';
export { presentSelf } from './presenter';
export { ANNOUNCEMENT_SELECT, CONTACT_DATA_SELECT, type ContactDataRow } from './rows';
export { loadSelf } from './self';
