// What other parts of the server use of the memberships domain; everything else in this folder is its own.
export { changeClubOrSport, leaveTeam } from './membership-periods';
export { availableSubscriptions, ensureNoOpenProcess, loadOwnMembership, lockPerson, type OwnMembership, type Tx } from './memberships';
export { fromDbPosition, toDbPosition } from './position-names';
export { presentMemberProcess, presentOwnMembership } from './presenter';
export { loadMemberProcess, ownMembershipRows } from './rows';
