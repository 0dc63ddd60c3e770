// What other parts of the server use of the self domain; everything else in this folder is its own.
export { ibanOf } from './bank-info';
export { presentContactData } from './contact-data-presenter';
export { personalStats } from './personal-stats';
export { presentSelf } from './presenter';
export { CONTACT_DATA_SELECT, type ContactDataRow, loadSelf } from './rows';
