import { useRef, useState, type ChangeEvent } from 'react';
import { ATTACHMENT_ACCEPT, selectAttachments } from './attachment-picking';

/**
 * The files picked to go with a message or a work submission, and the problems of the last pick:
 * each pick adds what the limits let in (selectAttachments) and names what it left out.
 */
export function usePickedAttachments() {
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const fileInputRef = useRef<HTMLInputElement>(null);

  const pickFiles = (picked: FileList | null) => {
    const { accepted, problems: refused } = selectAttachments(files, Array.from(picked ?? []));
    setFiles((current) => [...current, ...accepted]);
    setProblems(refused);
    // The same file may be picked again after removing it.
    if (fileInputRef.current) fileInputRef.current.value = '';
  };

  const removeFile = (index: number) => {
    setFiles((current) => current.filter((_, position) => position !== index));
  };

  /** After a send: nothing attached, nothing to complain of. */
  const clearFiles = () => {
    setFiles([]);
    setProblems([]);
  };

  /** Spread on the hidden file input: it takes several images and videos at once. */
  const inputProps = {
    ref: fileInputRef,
    type: 'file',
    multiple: true,
    accept: ATTACHMENT_ACCEPT,
    hidden: true,
    onChange: (event: ChangeEvent<HTMLInputElement>) => pickFiles(event.target.files),
  } as const;

  /** Opens the browser's file picker (the visible 'Attach' button). */
  const openPicker = () => fileInputRef.current?.click();

  return { files, problems, inputProps, openPicker, removeFile, clearFiles };
}
