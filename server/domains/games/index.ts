// What other parts of the server use of the games domain; everything else in this folder is its own.
export { coversCompetition } from './competitions-policy';
export { lockGame } from './rows';
export { gameTaskOf, type GameTaskRow } from './tasks';
export { syncGameTasks, syncTeamGameTasks } from './tasks-sync';
export { noticeGame, SCORE_SHEET_ATTACHMENT, type GameNotice, type GameNoticeKind } from './game-notices';
