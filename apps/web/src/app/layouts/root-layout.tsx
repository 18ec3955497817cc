import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

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
      <ScrollRestoration />
    </>
  );
}
