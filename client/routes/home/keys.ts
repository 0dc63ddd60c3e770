// The start page's data key: kept apart from the page, so pages that refresh it do not import the page itself.
import { contract } from '../../../shared/contract';
import { urlOf } from '../../api/endpoints';

/** GET /self with what the start page shows besides the user. */
export const HOME_INPUT = { query: { include: 'licenses,personalStats,upcomingGames,gameTasks' } };
/** useData's key of HOME_INPUT: `mutate(HOME_KEY)` refreshes the start page. */
export const HOME_KEY = urlOf(contract.self.get, HOME_INPUT);
