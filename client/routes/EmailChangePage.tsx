// The two links of an email change: the new address confirms it (/confirmEmail/:token), the old address
// reports one it did not want (/reportEmailChange/:token). Each asks for a click before it calls the server, so a
// mail scanner opening the link changes nothing.
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ErrorCode } from '../../shared/errors';
import { ApiError } from '../api/api-error';
import { api } from '../api/endpoints';
import { errorText } from '../api/error-handler';
import { usePageTitle } from '../ui/use-page-title';

type Kind = 'confirm' | 'report';

/** Refusals the page tells as they are; any other means the link no longer works. */
const SAID_AS_IS: readonly (ErrorCode | null)[] = ['EmailAlreadyTaken', 'EmailChangeVoided'];

const ownError = (error: ApiError) => error.status === 400 || error.status === 404 || error.status === 409;

function EmailChangeLink({ kind }: { kind: Kind }) {
  const { t } = useTranslation('auth');
  usePageTitle(t(`emailChange.${kind}Title`));
  const { token = '' } = useParams();
  const [state, setState] = useState<{ status: 'idle' | 'sending' | 'done' } | { status: 'failed'; message: string }>({
    status: 'idle',
  });

  const submit = async () => {
    setState({ status: 'sending' });
    try {
      await (kind === 'confirm' ? api.auth.confirmEmail : api.auth.reportEmail)({ params: { token } }, { ownErrors: ownError });
      setState({ status: 'done' });
    } catch (error) {
      if (error instanceof ApiError && ownError(error)) {
        setState({
          status: 'failed',
          message: SAID_AS_IS.includes(error.code) ? errorText(error) : t('emailChange.invalidLink'),
        });
      } else {
        setState({ status: 'idle' });
      }
    }
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(`emailChange.${kind}Title`)}
      </Title>
      {state.status === 'done' ? (
        <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
          {t(kind === 'confirm' ? 'emailChange.confirmed' : 'emailChange.reported')}
        </Alert>
      ) : state.status === 'failed' ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {state.message}
        </Alert>
      ) : (
        <>
          <Text size="sm">{t(`emailChange.${kind}Intro`)}</Text>
          <Button
            fullWidth
            size="md"
            color={kind === 'report' ? 'red' : undefined}
            loading={state.status === 'sending'}
            onClick={() => void submit()}
          >
            {t(`emailChange.${kind}Submit`)}
          </Button>
        </>
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to={state.status === 'done' && kind === 'report' ? '/password/lost' : '/login'}>
          {t(state.status === 'done' && kind === 'report' ? 'emailChange.newPassword' : 'emailChange.toLogin')}
        </Anchor>
      </Text>
    </Stack>
  );
}

export function ConfirmEmailPage() {
  return <EmailChangeLink kind="confirm" />;
}

export function ReportEmailChangePage() {
  return <EmailChangeLink kind="report" />;
}
