// What other parts of the server use of the memberships domain; everything else in this folder is its own.
export { changeClubOrSport, leaveTeam } from './membership-periods';
export {
  availableSubscriptions,
  ensureNoOpenProcess,
  loadMemberProcess,
  loadOwnMembership,
  ownMembershipRows,
  type OwnMembership,
  type Tx,
} from './memberships';
export { lockPerson } from './person-lock.sql';
export { fromDbPosition, toDbPosition } from './position-names';
export { presentMemberProcess, presentOwnMembership } from './presenter';
