import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { GROUP_DESCRIPTION_MAX, GROUP_NAME_MAX } from '../../../../contract/groups.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextArea, TextField } from '../../../components/ui/text-field.tsx';
import { useCreateGroup } from '../api/create-group.ts';
import { validateGroupFields, type GroupFieldErrors } from '../lib/validate-group.ts';
import { IconPicker } from './icon-picker.tsx';
import { TopicSelect } from './topic-select.tsx';

type NewGroupDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Name, description, topic and icon of a new group; it lands at the front of my list and the student lands in it. */
export function NewGroupDialog({ open, onOpenChange }: NewGroupDialogProps) {
  const formId = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [topicId, setTopicId] = useState('');
  const [icon, setIcon] = useState<string | null>(null);
  const [errors, setErrors] = useState<GroupFieldErrors>({});
  const navigate = useNavigate();

  const reset = () => {
    setName('');
    setDescription('');
    setTopicId('');
    setIcon(null);
    setErrors({});
  };

  const create = useCreateGroup({
    mutationConfig: {
      onSuccess: (group) => {
        reset();
        onOpenChange(false);
        void navigate({ to: '/groups/$groupId', params: { groupId: group.id } });
      },
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateGroupFields(name, description);
    setErrors(found);
    if (found.name || found.description) return;
    create.mutate({ name: name.trim(), description: description.trim(), topicId: topicId || null, groupIcon: icon });
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="New group"
      description="Study together: share notes, questions and news with your group."
      locked={create.isPending}
      footer={
        <>
          <Button variant="secondary" disabled={create.isPending} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={create.isPending}>
            Create group
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField label="Name" value={name} maxLength={GROUP_NAME_MAX} onChange={(event) => setName(event.target.value)} error={errors.name} autoFocus required />
        <TextArea
          label="Description"
          hint="Optional: what the group is for."
          value={description}
          maxLength={GROUP_DESCRIPTION_MAX}
          onChange={(event) => setDescription(event.target.value)}
          error={errors.description}
        />
        <TopicSelect value={topicId} onChange={setTopicId} />
        <IconPicker name={name} value={icon} onChange={setIcon} />
      </form>
    </Modal>
  );
}
