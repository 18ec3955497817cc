import {
  RatingRequestSchema,
  WORK_LIMITS,
  WORK_MESSAGES,
  type OrderRating,
  type RatingRequest,
} from '@equicreators/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { StarInput } from '@/components/ratings/star-input';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/http/api-client';
import { errorMessage } from '@/lib/http/error-message';
import { notify } from '@/lib/toast/notify';
import { useRateOrder, type OrderRef } from '../api/rate-order';

type RatingFormValues = z.input<typeof RatingRequestSchema>;
const FORM_FIELDS = ['stars', 'review'] as const;

export type RatingFormProps = {
  order: OrderRef;
  /** Whom the caller rates, in words ('the creator', 'the brand'). */
  ratee: string;
  /** The rating being changed; null for a first rating. */
  current: OrderRating | null;
  onSaved: () => void;
  /** Leaves an edit unchanged (absent for a first rating: there is nothing to go back to). */
  onCancel?: (() => void) | undefined;
};

/** 1 to 5 stars and an optional review (at most 1,000 characters, counted as typed). */
export function RatingForm({ order, ratee, current, onSaved, onCancel }: RatingFormProps) {
  const rate = useRateOrder(order);
  const form = useForm<RatingFormValues, unknown, RatingRequest>({
    resolver: zodResolver(RatingRequestSchema),
    defaultValues: { stars: current?.stars, review: current?.review ?? '' },
  });
  const review = useWatch({ control: form.control, name: 'review' }) ?? '';
  const { errors, isSubmitting } = form.formState;

  const handleSubmit = form.handleSubmit(async (rating) => {
    try {
      await rate.mutateAsync(rating);
      notify.success(WORK_MESSAGES.rated);
      onSaved();
    } catch (error) {
      placeServerError(error);
    }
  });

  // The server may know rules the form does not: a field's issue goes beside it, the rest above.
  const placeServerError = (error: unknown) => {
    const issues = error instanceof ApiError ? error.fields : [];
    const other: string[] = [];
    for (const { field, message } of issues) {
      const name = FORM_FIELDS.find((candidate) => candidate === field.split('.')[0]);
      if (name) form.setError(name, { type: 'server', message });
      else other.push(message);
    }
    if (issues.length === 0 || other.length > 0) {
      form.setError('root', { type: 'server', message: other.length > 0 ? other.join(' ') : errorMessage(error) });
    }
  };

  return (
    <form
      noValidate
      aria-label={current ? `Change your rating of ${ratee}` : `Rate ${ratee}`}
      onSubmit={(event) => void handleSubmit(event)}
      className="flex flex-col gap-4"
    >
      {errors.root?.message && <ErrorAlert>{errors.root.message}</ErrorAlert>}
      <Controller
        control={form.control}
        name="stars"
        render={({ field }) => (
          <StarInput
            legend={`Your rating of ${ratee}`}
            name={field.name}
            inputRef={field.ref}
            value={field.value}
            onChange={field.onChange}
            error={errors.stars?.message}
            isDisabled={isSubmitting}
          />
        )}
      />
      <Field
        label="Review (optional)"
        error={errors.review?.message}
        hint={`${review.length.toLocaleString('en-GB')} / ${WORK_LIMITS.ratingReview.toLocaleString('en-GB')} characters`}
      >
        {(control) => (
          <Textarea {...control} rows={4} maxLength={WORK_LIMITS.ratingReview} {...form.register('review')} />
        )}
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        )}
        <Button type="submit" isLoading={isSubmitting}>
          {current ? 'Save rating' : 'Send rating'}
        </Button>
      </div>
    </form>
  );
}
