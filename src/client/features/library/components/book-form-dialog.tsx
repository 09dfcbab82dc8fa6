import { useState, type FormEvent } from 'react';
import { createBookBodySchema, type Book } from '../../../../contract/books.ts';
import { TextArea, TextField } from '../../../components/ui/text-field.tsx';
import { useCreateBook } from '../api/create-book.ts';
import { useUpdateBook } from '../api/update-book.ts';
import { CourseFields } from './course-fields.tsx';
import { FormDialog } from './form-dialog.tsx';
import { fieldErrorsOf, optionalNumber, type FieldErrors } from './field-errors.ts';

type Fields = Record<'title' | 'author' | 'description' | 'course' | 'coverUrl' | 'fileUrl' | 'publishedYear', string>;

function fieldsOf(book: Book | undefined): Fields {
  return {
    title: book?.title ?? '',
    author: book?.author ?? '',
    description: book?.description ?? '',
    course: book?.course ?? '',
    coverUrl: book?.coverUrl ?? '',
    fileUrl: book?.fileUrl ?? '',
    publishedYear: book?.publishedYear?.toString() ?? '',
  };
}

const link = (text: string) => text.trim() || null;

/** Adds a book, or changes one (admins): every field at once. */
export function BookFormDialog({ book, onClose }: { book?: Book; onClose: () => void }) {
  const [fields, setFields] = useState(() => fieldsOf(book));
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateBook({ mutationConfig: { onSuccess: onClose } });
  const update = useUpdateBook();
  const set = (key: keyof Fields, value: string) => setFields((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = createBookBodySchema.safeParse({ ...fields, coverUrl: link(fields.coverUrl), fileUrl: link(fields.fileUrl), publishedYear: optionalNumber(fields.publishedYear) });
    setErrors(checked.success ? {} : fieldErrorsOf(checked.error));
    if (!checked.success) return;
    if (!book) return create.mutate(checked.data);
    update.mutate({ id: book.id, changes: checked.data });
    onClose();
  };

  return (
    <FormDialog
      title={book ? 'Edit book' : 'Add a book'}
      submitLabel={book ? 'Save book' : 'Add book'}
      size="lg"
      pending={create.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
        <TextField label="Title" value={fields.title} onChange={(event) => set('title', event.target.value)} error={errors.title} required />
        <TextField label="Author" value={fields.author} onChange={(event) => set('author', event.target.value)} error={errors.author} required />
        <CourseFields course={fields.course} onCourse={(value) => set('course', value)} errors={errors} />
        <TextField label="Year published" hint="Optional" inputMode="numeric" value={fields.publishedYear} onChange={(event) => set('publishedYear', event.target.value)} error={errors.publishedYear} />
        <TextArea label="Description" hint="Optional" value={fields.description} onChange={(event) => set('description', event.target.value)} error={errors.description} />
        <TextField label="Cover image address" hint="Optional, https://…" type="url" value={fields.coverUrl} onChange={(event) => set('coverUrl', event.target.value)} error={errors.coverUrl} />
        <TextField label="Book file address" hint="Optional, https://…" type="url" value={fields.fileUrl} onChange={(event) => set('fileUrl', event.target.value)} error={errors.fileUrl} />
    </FormDialog>
  );
}
