// Reusing an uploaded picture: the workspace provides `pick()` (the media library in a dialog); an image field offers
// «Выбрать из медиатеки» when it is there. Stories and tests without it show the file input alone.
import type { Image } from '@kino/api/types';
import { createContext, useContext } from 'react';

export interface MediaPicker {
  /** Opens the library; the chosen image, or null when the dialog is closed without a choice. */
  pick: () => Promise<Image | null>;
}

const MediaPickerContext = createContext<MediaPicker | null>(null);

export const MediaPickerProvider = MediaPickerContext.Provider;

export const useMediaPicker = () => useContext(MediaPickerContext);
