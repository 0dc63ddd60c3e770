// What other parts of the server use of the follows domain; everything else in this folder is its own.
export { PushRunner, type PushRunnerOptions } from './push-delivery';
export { personFollowsExport } from './export';
