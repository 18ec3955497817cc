import { UI_TIMINGS } from '@equicreators/shared';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import type { CarouselSlide } from '../content/carousel-slides';

function prefersReducedMotion(): boolean {
  // On the server (pages rendered ahead) there is no one to move for; the browser decides.
  return typeof window === 'undefined' || window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

type Carousel = ReturnType<typeof useEmblaCarousel>[1];

/**
 * Moves the carousel on every `delay` ms, as Embla's Autoplay plugin did with the options this page
 * used (the plugin was 0.8 KB gzip of /join's 90 KB, issue 28): paused while the pointer is over the
 * slides, focus is inside them or the tab is hidden; the wait starts again after every move, the
 * timer's or the visitor's (a dot, a swipe). Not at all for visitors who ask for reduced motion.
 */
function useAutoplay(carousel: Carousel, delay: number) {
  useEffect(() => {
    if (!carousel || prefersReducedMotion()) return;
    const root = carousel.rootNode();
    let timer: number | undefined;
    let isPointerIn = false;
    let isFocusIn = false;
    const schedule = () => {
      window.clearTimeout(timer);
      if (isPointerIn || isFocusIn || document.visibilityState === 'hidden') return;
      timer = window.setTimeout(() => carousel.scrollNext(), delay);
    };
    const pointer = (isIn: boolean) => () => {
      isPointerIn = isIn;
      schedule();
    };
    const focus = (event: Event) => {
      // Focus moving between the slides' own elements keeps the pause.
      isFocusIn =
        event.type === 'focusin' ||
        (event instanceof FocusEvent && event.relatedTarget instanceof Node && root.contains(event.relatedTarget));
      schedule();
    };
    const listeners: [EventTarget, string, (event: Event) => void][] = [
      [root, 'mouseenter', pointer(true)],
      [root, 'mouseleave', pointer(false)],
      [root, 'focusin', focus],
      [root, 'focusout', focus],
      [document, 'visibilitychange', schedule],
    ];
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
    // No move under a finger dragging the slides; the wait starts again when it lets go.
    const hold = () => window.clearTimeout(timer);
    carousel.on('select', schedule).on('pointerDown', hold).on('pointerUp', schedule);
    schedule();
    return () => {
      window.clearTimeout(timer);
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
      carousel.off('select', schedule).off('pointerDown', hold).off('pointerUp', schedule);
    };
  }, [carousel, delay]);
}

/**
 * Spec §2: marketing text per role, autoplay every 5 seconds, looping. It pauses while the
 * pointer or focus is on it, and does not move at all for visitors who ask for reduced motion.
 */
export function MarketingCarousel({ slides, label }: { slides: CarouselSlide[]; label: string }) {
  const [viewportRef, carousel] = useEmblaCarousel({ loop: true });
  useAutoplay(carousel, UI_TIMINGS.carouselAutoplayMs);
  const [selectedIndex, setSelectedIndex] = useState(0);

  useEffect(() => {
    if (!carousel) return;
    const handleSelect = () => setSelectedIndex(carousel.selectedScrollSnap());
    carousel.on('select', handleSelect);
    return () => {
      carousel.off('select', handleSelect);
    };
  }, [carousel]);

  return (
    <section aria-roledescription="carousel" aria-label={label} className="flex flex-col gap-6">
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex">
          {slides.map((slide, index) => (
            <article
              key={slide.title}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full pr-4"
            >
              <h2 className="font-display text-3xl text-cream">{slide.title}</h2>
              <p className="mt-3 text-lg text-brand-100">{slide.text}</p>
            </article>
          ))}
        </div>
      </div>
      <div className="flex gap-1">
        {slides.map((slide, index) => (
          <button
            key={slide.title}
            type="button"
            aria-label={`Show slide ${index + 1}: ${slide.title}`}
            aria-current={index === selectedIndex}
            onClick={() => carousel?.scrollTo(index)}
            // A 24-pixel target around the small visible dot, so a finger can hit it.
            className="flex h-6 min-w-6 items-center justify-center rounded-full"
          >
            <span
              aria-hidden
              className={cn(
                'h-2.5 rounded-full transition-all',
                index === selectedIndex ? 'w-8 bg-gold-400' : 'w-2.5 bg-brand-300/60',
              )}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
