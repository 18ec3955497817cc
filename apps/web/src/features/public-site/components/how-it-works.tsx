import { PlayCircle } from 'lucide-react';
import { HOME } from '@/content/home';
import { islandAttributes } from '@/islands/island-names';
import { useSiteConfig } from '@/lib/site/site-config';

/**
 * The 'How it works' steps and, when one is configured, the video. The video player is loaded
 * only when the visitor asks for it, so the home page stays light: the play button is an island
 * (islands/video-island.ts) that puts the player in its place, disabled until its script runs.
 */
export function HowItWorks() {
  const videoUrl = useSiteConfig()?.howItWorksVideoUrl ?? null;
  return (
    <div className="grid items-center gap-8 lg:grid-cols-2">
      <ol className="flex flex-col gap-4">
        {HOME.howItWorks.steps.map((step, index) => (
          <li key={step} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-800 font-display text-lg text-cream">
              {index + 1}
            </span>
            <p className="pt-1.5 text-lg text-ink">{step}</p>
          </li>
        ))}
      </ol>
      {videoUrl && (
        <div className="aspect-video overflow-hidden rounded-[var(--radius-card)] bg-brand-900">
          <button
            {...islandAttributes('video')}
            type="button"
            disabled
            data-video-src={`${videoUrl}${videoUrl.includes('?') ? '&' : '?'}autoplay=1`}
            data-video-title="How EquiCreators works"
            className="flex size-full flex-col items-center justify-center gap-3 text-cream hover:bg-brand-800"
          >
            <PlayCircle aria-hidden className="size-16 text-gold-400" />
            <span className="font-semibold">Play the video: how it works</span>
          </button>
        </div>
      )}
    </div>
  );
}
