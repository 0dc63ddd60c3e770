// Who keeps the sheet on this phone: a signed-in person, or a game code's session for one game (decision 050), which
// has no person and so no /api/self; its queued commands are its own under a key no person has.
import { createContext, useContext } from 'react';
import { contract } from '../../../shared/contract';
import { useData } from '../../api/endpoints';
import { adoptAssociationTimeZone } from '../../lib/datetime';

/** The game of a game code's session, or null on a signed-in person's sheet. */
export const GameCodeGame = createContext<number | null>(null);

export const useGameCodeGame = () => useContext(GameCodeGame);

/** The author of what this phone queues: the signed-in person, or for a game code the game's id negated. */
export function useSheetAuthor(): { authorId: number | null; personId: number | null } {
  const codeGame = useGameCodeGame();
  const self = useData(contract.self.get, codeGame === null ? {} : null);
  adoptAssociationTimeZone(self.data?.time_zone);
  if (codeGame !== null) return { authorId: -codeGame, personId: null };
  return { authorId: self.data?.id ?? null, personId: self.data?.id ?? null };
}
