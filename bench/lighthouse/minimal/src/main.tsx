import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';

/** One routed page with a heading, some text and a button that counts taps (pnpm bench:tap taps it). */
function Home() {
  const [taps, setTaps] = useState(0);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '0 auto', padding: 16 }}>
      <h1>Well made things for every day</h1>
      <p>
        A minimal React 19 and React Router 7 page built by the same rspack as the storefront, served compressed from the same machine. Its figures are the
        floor the shop is compared with.
      </p>
      <p>
        <button type="button" data-testid="tap-button" onClick={() => setTaps((n) => n + 1)}>
          Tapped <span data-testid="tap-count">{taps}</span> times
        </button>
      </p>
      <Link to="/about">About</Link>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Routes>
      <Route path="*" element={<Home />} />
    </Routes>
  </BrowserRouter>,
);
