// Changing a member's first and last name from their details (the API allowed it, the page did not): a small dialog
// validated by the update's own schema, saved with a toast, the person reloaded.
import { ActionIcon, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonUpdateInput, type PersonDetailsDTO } from '../../../../shared/schemas/persons';
import { api } from '../../../api/endpoints';
import { useSchemaForm } from '../../../lib/form';
import { useMemberAction } from './member-action';

const NameInput = PersonUpdateInput.pick({ firstname: true, lastname: true }).required();

export function NameEditor({ person, reload }: { person: PersonDetailsDTO; reload: () => void }) {
  const { t } = useTranslation('admin');
  const [opened, setOpened] = useState(false);
  const [busy, act] = useMemberAction();
  const form = useSchemaForm<{ firstname: string; lastname: string }>(NameInput, {
    initialValues: { firstname: person.firstname, lastname: person.lastname },
  });
  const open = () => {
    form.setInitialValues({ firstname: person.firstname, lastname: person.lastname });
    form.setValues({ firstname: person.firstname, lastname: person.lastname });
    setOpened(true);
  };
  const save = form.onSubmit(
    (values) =>
      void act(
        () => api.persons.update({ params: { id: person.id }, body: values }),
        t('name.saved'),
        () => {
          setOpened(false);
          reload();
        },
      ),
  );
  return (
    <>
      <ActionIcon size="sm" variant="subtle" aria-label={t('name.edit')} onClick={open}>
        <IconPencil size={14} />
      </ActionIcon>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('name.edit')} centered>
        <form onSubmit={save}>
          <Stack>
            <TextInput label={t('name.firstname')} maxLength={60} data-autofocus {...form.getInputProps('firstname')} />
            <TextInput label={t('name.lastname')} maxLength={60} {...form.getInputProps('lastname')} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={busy} disabled={!form.isDirty() || !form.isValid()}>
                {t('name.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
