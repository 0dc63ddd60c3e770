// What other parts of the server use of the members domain; everything else in this folder is its own.
export { membershipPersonId, updatePlayerAsAdmin } from './admin-players';
export { presentPersonDetails, presentPlayerListItem } from './person-presenter';
export { includesOf } from './person-search.sql';
export { listPlayers } from './player-list';
export { loadPersonDetails } from './rows';
export { startLicenseExpiryJob } from './license-expiry';
