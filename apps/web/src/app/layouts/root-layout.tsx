import { Outlet, ScrollRestoration, useNavigation, type Location } from 'react-router';

/**
 * Every address loaded afresh in a tab (typed, opened from an e-mail, reloaded) has the history key
 * 'default', so keying by it alone would restore the scroll of whatever page the tab showed before.
 * Those entries are keyed by their address instead; entries made by the app keep their own key.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

/** Every screen: a thin progress bar while a lazily loaded screen arrives, and scroll restoration. */
export function RootLayout() {
  const isNavigating = useNavigation().state === 'loading';
  return (
    <>
      <div
        aria-hidden
        className={`fixed top-0 left-0 z-50 h-0.5 bg-gold-500 transition-all duration-500 ${isNavigating ? 'w-2/3 opacity-100' : 'w-0 opacity-0'}`}
      />
      <Outlet />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
