// One action on a member's details page (add a tag, grant a role, retire, ...): run it while the box shows it busy,
// confirm it with a toast, reload the person. A failure was shown by the central handler (client/api/error-handler.ts).
import { refreshApprovableCount } from '../../../api/process-badge';
import { useSaving } from '../../../lib/use-saving';
import { showSuccess } from '../../../ui/toast';

/** Resolves true when the call succeeded. */
export type MemberAction = (call: () => Promise<unknown>, message: string, after: () => void) => Promise<boolean>;

export function useMemberAction(): [busy: boolean, act: MemberAction] {
  const [busy, whileBusy] = useSaving();
  const act: MemberAction = (call, message, after) =>
    whileBusy(async () => {
      await call();
      showSuccess(message);
      // A retirement may start a process the viewer approves: the badge counts it at once.
      void refreshApprovableCount();
      after();
    });
  return [busy, act];
}
