import { MAX_SOCIAL_LINKS, SocialLinkInputSchema } from '@equicreators/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useFieldArray, type Control, type FieldErrors } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { describeFollowers, type ProfileFormValues } from './profile-form-values';

export type ProfileSocialLinksProps = {
  control: Control<ProfileFormValues>;
  errors: FieldErrors<ProfileFormValues>['socialMediaLinks'];
  isDisabled: boolean;
};

type Draft = { link: string; followerCount: string };
const EMPTY_DRAFT: Draft = { link: '', followerCount: '' };

/**
 * Spec §2 social links: each with its follower count, the text ('1.5m') shown beside it as the number
 * it stands for. A new link joins only when both its parts are filled in and pass the server's rule.
 */
export function ProfileSocialLinks({ control, errors, isDisabled }: ProfileSocialLinksProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'socialMediaLinks' });
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [draftErrors, setDraftErrors] = useState<Partial<Draft>>({});
  const isDraftFilled = draft.link.trim() !== '' && draft.followerCount.trim() !== '';
  const draftFollowers = describeFollowers(draft.followerCount);

  const handleAdd = () => {
    if (!isDraftFilled) return;
    const parsed = SocialLinkInputSchema.safeParse(draft);
    if (!parsed.success) {
      const issues: Partial<Draft> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'link' || key === 'followerCount') && !issues[key]) issues[key] = issue.message;
      }
      setDraftErrors(issues);
      return;
    }
    append(parsed.data);
    setDraft(EMPTY_DRAFT);
    setDraftErrors({});
  };

  // Enter in the new link's inputs adds it rather than saving the whole profile.
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    handleAdd();
  };

  const listError = errors?.root?.message ?? errors?.message;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-ink">Social media links</legend>
      {fields.length > 0 ? (
        <ul aria-label="Your social media links" className="flex flex-col gap-2">
          {fields.map((field, index) => {
            const itemErrors = [errors?.[index]?.link?.message, errors?.[index]?.followerCount?.message].filter(
              Boolean,
            );
            return (
              <li key={field.id} className="rounded-2xl border border-line bg-parchment/50 px-4 py-3">
                <div className="flex items-center gap-3">
                  <div className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate text-sm font-semibold text-ink" title={field.link}>
                      {field.link}
                    </span>
                    <span className="text-sm text-ink-muted">
                      {field.followerCount} followers
                      {describeFollowers(field.followerCount) && ` (${describeFollowers(field.followerCount)})`}
                    </span>
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={isDisabled}
                    onClick={() => remove(index)}
                    aria-label={`Remove ${field.link}`}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </Button>
                </div>
                {itemErrors.map((message) => (
                  <p key={message} role="alert" className="mt-1 text-sm text-red-700">
                    {message}
                  </p>
                ))}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">No links yet: add where brands can see your work.</p>
      )}
      {listError && (
        <p role="alert" className="text-sm text-red-700">
          {listError}
        </p>
      )}
      {fields.length < MAX_SOCIAL_LINKS ? (
        <div className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-start">
          <Field label="New link" error={draftErrors.link}>
            {(props) => (
              <Input
                {...props}
                type="url"
                placeholder="https://www.instagram.com/you"
                value={draft.link}
                disabled={isDisabled}
                onKeyDown={handleKeyDown}
                onChange={(event) => setDraft({ ...draft, link: event.target.value })}
              />
            )}
          </Field>
          <Field
            label="Followers"
            error={draftErrors.followerCount}
            hint={draftFollowers ? `= ${draftFollowers}` : 'Such as 12k or 1.5m'}
          >
            {(props) => (
              <Input
                {...props}
                placeholder="12k"
                value={draft.followerCount}
                disabled={isDisabled}
                onKeyDown={handleKeyDown}
                onChange={(event) => setDraft({ ...draft, followerCount: event.target.value })}
              />
            )}
          </Field>
          <Button
            variant="secondary"
            size="sm"
            className="sm:mt-8"
            disabled={isDisabled || !isDraftFilled}
            onClick={handleAdd}
          >
            <Plus aria-hidden className="size-4" /> Add link
          </Button>
        </div>
      ) : (
        <p className="text-sm text-ink-muted">You have the most links a profile holds ({MAX_SOCIAL_LINKS}).</p>
      )}
    </fieldset>
  );
}
