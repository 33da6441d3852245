// Unit tests render into one shared page with the real stylesheet (accessible names depend on it); unmount after each.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import './styles/global.css';

afterEach(cleanup);
