// One action on a member's details page (add a tag, grant a role, retire, ...): run it, confirm it with a toast,
// reload the person. A failure was shown by the central handler (client/api/error-handler.ts).
import { refreshApprovableCount } from '../../../api/process-badge';
import { showSuccess } from '../../../ui/toast';

/** True when the call succeeded. */
export async function memberAction(call: () => Promise<unknown>, message: string, after: () => void): Promise<boolean> {
  try {
    await call();
    showSuccess(message);
    // A retirement may start a process the viewer approves: the badge counts it at once.
    void refreshApprovableCount();
    after();
    return true;
  } catch {
    return false;
  }
}
