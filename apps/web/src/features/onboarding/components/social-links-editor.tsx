import { MAX_SOCIAL_LINKS, type CreatorRegistration } from '@equicreators/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

export type SocialLinksEditorProps = {
  control: Control<CreatorRegistration>;
  register: UseFormRegister<CreatorRegistration>;
  errors: FieldErrors<CreatorRegistration>['socialMediaLinks'];
};

/** Social links, each with its follower count ('12k', '1.5m'), added and removed freely. */
export function SocialLinksEditor({ control, register, errors }: SocialLinksEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'socialMediaLinks' });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-ink">Social media links</legend>
      {fields.map((field, index) => (
        <div
          key={field.id}
          className="grid gap-3 rounded-2xl border border-line bg-parchment/50 p-3 sm:grid-cols-[1fr_9rem_auto] sm:items-start"
        >
          <Field label={`Link ${index + 1}`} error={errors?.[index]?.link?.message}>
            {(props) => (
              <Input
                {...props}
                type="url"
                placeholder="https://www.instagram.com/you"
                {...register(`socialMediaLinks.${index}.link`)}
              />
            )}
          </Field>
          <Field label="Followers" error={errors?.[index]?.followerCount?.message}>
            {(props) => <Input {...props} placeholder="12k" {...register(`socialMediaLinks.${index}.followerCount`)} />}
          </Field>
          <Button
            variant="ghost"
            size="sm"
            className="sm:mt-7"
            onClick={() => remove(index)}
            aria-label={`Remove link ${index + 1}`}
          >
            <Trash2 aria-hidden className="size-4" />
          </Button>
        </div>
      ))}
      {errors?.root?.message || errors?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.root?.message ?? errors.message}
        </p>
      ) : null}
      {fields.length < MAX_SOCIAL_LINKS && (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => append({ link: '', followerCount: '' })}
        >
          <Plus aria-hidden className="size-4" /> Add a link
        </Button>
      )}
    </fieldset>
  );
}
