// What other parts of the server use of the stats domain; everything else in this folder is its own.
export { associationsAnswer, categoryAnswer, type CategoryView, gameAnswer, teamAnswer } from './answers';
export { type CachedAnswer, MAX_AGE_LIVE_S } from './cache';
export { renewCalendarToken } from './calendar-token';
export { countsForPlayersSql, finishedSql } from './game-state.sql';
export { presentGameState } from './presenter';
export { SingleFlight } from './single-flight';
export { associationsStamp, categoryStamp, gameStamp, MAX_ID, publicVersion } from './version.sql';
