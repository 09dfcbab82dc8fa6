import { useState, type FormEvent } from 'react';
import { GROUP_DESCRIPTION_MAX, GROUP_NAME_MAX, type Group, type UpdateGroupBody } from '../../../../contract/groups.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextArea, TextField } from '../../../components/ui/text-field.tsx';
import { useUpdateGroup } from '../api/update-group.ts';
import { validateGroupFields, type GroupFieldErrors } from '../lib/validate-group.ts';
import { IconPicker } from './icon-picker.tsx';
import { TopicSelect } from './topic-select.tsx';

/** Name, description, topic and icon (owner, admin); only what changed is sent. */
export function GroupSettingsForm({ group }: { group: Group }) {
  const [name, setName] = useState(group.name);
  const [description, setDescription] = useState(group.description);
  const [icon, setIcon] = useState<string | null>(group.groupIcon);
  const [topicId, setTopicId] = useState(group.topicId ?? '');
  const [errors, setErrors] = useState<GroupFieldErrors>({});
  const update = useUpdateGroup();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateGroupFields(name, description);
    setErrors(found);
    if (found.name || found.description) return;
    const body: UpdateGroupBody = { id: group.id };
    if (name.trim() !== group.name) body.name = name.trim();
    if (description.trim() !== group.description) body.description = description.trim();
    if (icon !== group.groupIcon) body.groupIcon = icon;
    if ((topicId || null) !== group.topicId) body.topicId = topicId || null;
    update.mutate(body);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField label="Name" value={name} maxLength={GROUP_NAME_MAX} onChange={(event) => setName(event.target.value)} error={errors.name} required />
      <TextArea
        label="Description"
        value={description}
        maxLength={GROUP_DESCRIPTION_MAX}
        onChange={(event) => setDescription(event.target.value)}
        error={errors.description}
      />
      <TopicSelect value={topicId} onChange={setTopicId} />
      <IconPicker name={name} value={icon} onChange={setIcon} />
      <Button type="submit" loading={update.isPending} className="self-start">
        Save changes
      </Button>
    </form>
  );
}
