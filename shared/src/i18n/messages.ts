import type { Locale } from '../routes/table';
import cn from './locales/cn.json';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import jp from './locales/jp.json';
import pt from './locales/pt.json';
import ru from './locales/ru.json';
import tw from './locales/tw.json';

/**
 * The `shared` namespace of every language, for the store API: the shared zod schemas carry its keys as
 * messages ("validation.emailInvalid"), so a failed request is worded exactly as the form words it. The
 * browser loads one language at a time through `./index.ts` instead.
 */
export const sharedCatalogues: Record<Locale, Record<string, unknown>> = { cn, de, en, es, fr, jp, pt, ru, tw };
