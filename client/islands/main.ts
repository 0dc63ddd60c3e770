// A guest's served statistics page or sign-in page without the app (docs/decisions/055-public-pages-without-the-app.md): the page
// the server drew stays as it is; these islands give it its interactive parts, and anything else loads the app.
// A new island: a module exporting an `Island` (island.ts), added to ISLANDS below.
import { appOnDemand } from './app-on-demand';
import { follow } from './follow';
import type { Island } from './island';
import { links } from './links';
import { live } from './live';
import { minute } from './minute';
import { myTeams } from './my-teams';
import { startOfflineSupport } from './offline';
import { signOutWaits } from './pending-sign-out';
import { signIn } from './sign-in';
import { width } from './width';
import { zoneNames } from './zone-names';

const mountAll = (root: ParentNode) => ISLANDS.forEach((island) => island.mount(root));

const ISLANDS: readonly Island[] = [links, zoneNames, minute, live(mountAll), width, signIn, follow, myTeams];

const loadApp = appOnDemand(ISLANDS);
mountAll(document);
if (signOutWaits()) loadApp();
// A mark for tests and tools: the page's islands run.
document.documentElement.dataset.islands = 'ready';
startOfflineSupport();
