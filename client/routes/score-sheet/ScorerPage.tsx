// /scorer (docs/decisions/050-game-code-for-a-scorer.md): a scorer without an account enters the game code and PIN
// the league gave them and keeps that one game's sheet (/scorer/<game>) on its day, and nothing else.
import { Alert, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { GameCodeSignIn } from '../../../shared/schemas/score-sheet';
import { isApiError, type ApiError } from '../../api/api-error';
import { api } from '../../api/endpoints';
import { errorText } from '../../api/error-handler';
import { resetApiCache } from '../../api/hooks';
import { useSchemaForm } from '../../lib/form';
import { useSaving } from '../../lib/use-saving';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { usePageTitle } from '../../ui/use-page-title';
import { GameCodeGame } from './game-code-session';
import { ScoreSheetPage } from './ScoreSheetPage';

/** A wrong code or PIN, a code of another day and too many tries are the form's to say. */
const ownCodeError = (error: ApiError) => [400, 401, 403, 429].includes(error.status);

export function ScorerPage() {
  const { t } = useTranslation('sheet');
  usePageTitle(t('scorer.title'));
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, whileSubmitting] = useSaving();
  const form = useSchemaForm<GameCodeSignIn>(GameCodeSignIn, {
    initialValues: { code: '', pin: '' },
    messages: { all: { invalidGameCode: t('scorer.invalid') } },
  });

  // A session of a code still running goes straight back to its sheet.
  useEffect(() => {
    void api.scoreSheet.codeSession({}, { ownErrors: () => true }).then(
      (answer) => answer.data && navigate(`/scorer/${answer.data.game_id}`, { replace: true }),
      () => undefined,
    );
  }, [navigate]);

  const submit = (values: GameCodeSignIn) =>
    whileSubmitting(async () => {
      setFailure(null);
      try {
        const answer = await api.scoreSheet.codeSignIn({ body: values }, { ownErrors: ownCodeError });
        await resetApiCache();
        await navigate(`/scorer/${answer.data.game_id}`);
      } catch (error) {
        form.setFieldValue('pin', '');
        if (isApiError(error) && error.status === 429 && error.retryAfter) {
          setFailure(t('scorer.wait', { count: Math.ceil(error.retryAfter / 60) }));
        } else if (isApiError(error) && ownCodeError(error)) setFailure(errorText(error));
      }
    });

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('scorer.title')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('scorer.intro')}
          </Text>
        </div>
        {failure && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="scorer-error">
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('scorer.code')}
          placeholder="ABCD-EFGH-JKMN"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          size="lg"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          data-testid="scorer-code"
          {...form.getInputProps('code')}
        />
        <PasswordInput
          label={t('scorer.pin')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          size="lg"
          data-testid="scorer-pin"
          {...form.getInputProps('pin')}
        />
        <Button type="submit" size="lg" loading={submitting} data-testid="scorer-open">
          {t('scorer.open')}
        </Button>
      </Stack>
    </form>
  );
}

/** /scorer/<game>: the sheet kept with a game code (no person in the session). */
export function ScorerSheetPage() {
  const { gameId } = useParams();
  const id = gameId && /^\d{1,9}$/.test(gameId) ? Number(gameId) : null;
  if (id === null) return <NotFoundPage />;
  return (
    <GameCodeGame.Provider value={id}>
      <ScoreSheetPage />
    </GameCodeGame.Provider>
  );
}
