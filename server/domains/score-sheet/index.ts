// What other parts of the server use of the score-sheet domain; everything else in this folder is its own.
export { scoreSheetDocument } from './document';
