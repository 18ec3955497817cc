import {
  amountInputOf,
  DEFAULT_CURRENCY,
  MEDIA_KIT_LIMITS,
  MEDIA_KIT_VISIBILITIES,
  MEDIA_KIT_VISIBILITY_LABELS,
  parseAmountInput,
  UpdateMediaKitSettingsSchema,
  type MediaKitSettings,
  type MediaKitVisibility,
} from '@equicreators/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/error-alert';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { SkeletonStack } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/http/api-client';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { notify } from '@/lib/toast/notify';
import { useKitSettings, useSaveKitSettings } from '../api/media-kit-api';
import { KitAddress } from '../components/kit-address';
import { KitPreview } from '../components/kit-preview';
import { PackageFields, type PackageDraft } from '../components/package-fields';

type Draft = { handle: string; visibility: MediaKitVisibility; packages: PackageDraft[] };

let nextKey = 0;
const newKey = () => `package-${++nextKey}`;

function draftOf(settings: MediaKitSettings): Draft {
  return {
    handle: settings.handle ?? '',
    visibility: settings.visibility,
    packages: settings.packages.map((item) => ({
      key: newKey(),
      title: item.title,
      description: item.description,
      price: amountInputOf(item.priceMinor),
      currency: item.currency,
    })),
  };
}

const VISIBILITY_OPTIONS = MEDIA_KIT_VISIBILITIES.map((value) => ({
  value,
  label: MEDIA_KIT_VISIBILITY_LABELS[value],
}));
const PRICE_MESSAGE = 'Enter the price in whole units or with pence, like 250 or 250.50';

/**
 * /influencers/profile/media-kit (issue 33): the creator's media kit at /c/{handle}: its address,
 * who may open it, and the rates and packages it shows, with a preview of the kit as visitors see it.
 */
export function MediaKitSettingsPage() {
  usePageMeta({ title: 'Media kit' });
  const settings = useKitSettings();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-4xl">Media kit</h1>
        <p className="text-ink-muted">
          A page to share with brands: your profile, your figures, your packages and the work brands agreed to show.
          Your e-mail and phone never appear on it.
        </p>
      </div>
      {settings.data ? (
        <SettingsForm settings={settings.data} />
      ) : settings.isError ? (
        <LoadFailure
          title="We could not load your media kit."
          error={settings.error}
          onRetry={() => void settings.refetch()}
          retryLabel="Try again"
        />
      ) : (
        <SkeletonStack className="gap-4" blocks={['h-24 w-full', 'h-80 w-full']} />
      )}
    </div>
  );
}

function SettingsForm({ settings }: { settings: MediaKitSettings }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [issues, setIssues] = useState<Record<string, string>>({});
  const save = useSaveKitSettings();
  const serverIssues =
    save.error instanceof ApiError
      ? Object.fromEntries(save.error.fields.map((issue) => [issue.field, issue.message]))
      : {};
  const errorOf = (field: string) => issues[field] ?? serverIssues[field];
  const setPackage = (key: string, patch: Partial<PackageDraft>) =>
    setDraft((old) => ({
      ...old,
      packages: old.packages.map((item) => (item.key === key ? { ...item, ...patch } : item)),
    }));

  const handleSubmit = () => {
    const found: Record<string, string> = {};
    const packages = draft.packages.map((item, index) => {
      const priceMinor = parseAmountInput(item.price);
      if (priceMinor === null) found[`packages.${index}.priceMinor`] = PRICE_MESSAGE;
      return { title: item.title, description: item.description, priceMinor: priceMinor ?? 0, currency: item.currency };
    });
    const body = { handle: draft.handle.trim() === '' ? null : draft.handle, visibility: draft.visibility, packages };
    const parsed = UpdateMediaKitSettingsSchema.safeParse(body);
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
    setIssues(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(body, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        notify.success('Media kit saved');
      },
    });
  };

  const saved = save.data ?? settings;
  return (
    <>
      {saved.handle && <KitAddress handle={saved.handle} visibility={saved.visibility} />}
      <form
        aria-label="Media kit settings"
        noValidate
        className="flex flex-col gap-5 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] sm:p-6"
        onSubmit={(event) => {
          event.preventDefault();
          handleSubmit();
        }}
      >
        <Field
          label="Address"
          error={errorOf('handle')}
          hint="3 to 30 letters, digits and dashes: your kit is at /c/ and this address."
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={draft.handle}
              onChange={(event) => setDraft((old) => ({ ...old, handle: event.target.value }))}
            />
          )}
        </Field>
        <Field label="Who can open it" error={errorOf('visibility')}>
          {(control) => (
            <Select
              {...control}
              options={VISIBILITY_OPTIONS}
              value={draft.visibility}
              onChange={(event) =>
                setDraft((old) => ({ ...old, visibility: event.target.value as MediaKitVisibility }))
              }
            />
          )}
        </Field>
        <section aria-labelledby="kit-packages-heading" className="flex flex-col gap-3">
          <h2 id="kit-packages-heading" className="text-xl">
            Rates and packages
          </h2>
          {errorOf('packages') && (
            <p role="alert" className="text-sm text-red-700">
              {errorOf('packages')}
            </p>
          )}
          {draft.packages.map((item, index) => (
            <PackageFields
              key={item.key}
              item={item}
              index={index}
              errorOf={(field) => errorOf(`packages.${index}.${field}`)}
              onChange={(patch) => setPackage(item.key, patch)}
              onRemove={() =>
                setDraft((old) => ({ ...old, packages: old.packages.filter((entry) => entry.key !== item.key) }))
              }
            />
          ))}
          {draft.packages.length < MEDIA_KIT_LIMITS.packages && (
            <Button
              variant="secondary"
              size="sm"
              className="self-start"
              onClick={() =>
                setDraft((old) => ({
                  ...old,
                  packages: [
                    ...old.packages,
                    { key: newKey(), title: '', description: '', price: '', currency: DEFAULT_CURRENCY },
                  ],
                }))
              }
            >
              <Plus aria-hidden className="size-4" /> Add a package
            </Button>
          )}
        </section>
        {save.error && !(save.error instanceof ApiError && save.error.fields.length > 0) && (
          <p role="alert" className="text-sm text-red-700">
            {save.error.message}
          </p>
        )}
        <Button type="submit" className="self-start" isLoading={save.isPending}>
          Save
        </Button>
      </form>
      {saved.handle && <KitPreview handle={saved.handle} />}
    </>
  );
}
