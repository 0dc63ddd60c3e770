// What other parts of the server use of the processes domain; everything else in this folder is its own.
export { APPROVER_NAMES, processVisibleWhere } from './policy';
export { privacyDataOf } from './presenter';
export { startAlumni, startMove, startRetire } from './start';
export { mergeComparison, startMerge } from './merge';
