// Mantine styles the originals use beyond the first page's set (main.tsx); loaded with the game chunks.
import '@mantine/core/styles/Slider.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Kbd.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/ScrollArea.css';
