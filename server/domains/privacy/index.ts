// What other parts of the server use of the privacy domain; everything else in this folder is its own.
export { pendingPrivacyRequests } from './pending';
