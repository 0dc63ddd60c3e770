// What other parts of the server use of the access domain; everything else in this folder is its own.
export {
  type Access,
  accessOfRules,
  buildAccess,
  loadAccess,
  type ResolvedRule,
  roleEnum,
  roleName,
  type RuleRow,
  type Scope,
} from './access';
export { newestVersions, portalTermIds, recordConsents, termsOfProduct } from './consent';
export { createAdmin } from './create-admin';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
export { mailBaseUrl, pendingEmailOf, sendMails, startEmailChange } from './email-change';
export { assertPasswordAllowed, endSessionsIfPolicyRises, policyFor } from './password-policy';
export { authorizeSignInChange, personDetailsMeta } from './person-rank';
export {
  associationsInScope,
  authorizePerson,
  currentMembership,
  membershipInScope,
  personInScope,
  personScopeWhere,
  requirePermission,
} from './person-scope';
export {
  type ClubRef,
  clubWhere,
  coversAssociation,
  coversClub,
  coversTeam,
  isEmptyScope,
  leagueWhere,
  teamWhere,
} from './scope';
export { currentMembershipSql, membershipScopeSql, type PerRowScope, personScopeSql, todaySql } from './scope.sql';
export { aclRulesJsonSql, endSessions, sessionExpiriesSql } from './account.sql';
export { clearPinFailuresSql, countPinFailureSql, pinFailuresSql } from './signature-pin.sql';
export { startSession } from './start-session';
export { isTeamOfficial, OFFICIAL_POSITIONS, teamOfficialSql } from './team-official.sql';
export { termsRequiringConsent } from './terms.sql';
export { localized, presentTerm } from './terms-presenter';
