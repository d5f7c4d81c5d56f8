import { AppProvider } from './provider';
import { AppRouter } from './router';

export function App() {
  return (
    <AppProvider>
      <AppRouter basename={import.meta.env.BASE_URL} />
    </AppProvider>
  );
}
