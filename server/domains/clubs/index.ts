// What other parts of the server use of the clubs domain; everything else in this folder is its own.
export { join } from './join';
