//! Lists of legal actions: a growable [`Vec`], or an inline [`ActionList`]
//! of fixed capacity that allocates nothing and fails loudly when overfull.

use std::ops::Deref;

/// Where an engine writes its legal actions ([`crate::Engine::fill_legal`]).
pub trait ActionBuf<A>: Default + Deref<Target = [A]> + Send + Sync {
    /// Empties the list.
    fn clear(&mut self);
    /// Adds an action.
    fn push(&mut self, action: A);
}

impl<A: Send + Sync> ActionBuf<A> for Vec<A> {
    fn clear(&mut self) {
        Vec::clear(self)
    }
    fn push(&mut self, action: A) {
        Vec::push(self, action)
    }
}

/// Up to `N - 1` actions held inline (`N` a power of two): filling one
/// allocates nothing, so a simulation reuses one list for every decision.
///
/// Writing never checks the capacity (the place is the count masked by
/// `N - 1`, so a push costs no branch); reading a list that was filled past
/// its capacity panics with a message naming the capacity, instead of
/// handing out a wrong list. The engine's own tests prove the most it ever
/// lists fits.
#[derive(Clone, Debug)]
pub struct ActionList<A, const N: usize> {
    len: usize,
    items: [A; N],
}

impl<A: Copy + Default, const N: usize> Default for ActionList<A, N> {
    fn default() -> Self {
        ActionList {
            len: 0,
            items: [A::default(); N],
        }
    }
}

impl<A: Copy, const N: usize> ActionList<A, N> {
    /// The most actions the list holds.
    pub const CAPACITY: usize = {
        assert!(
            N.is_power_of_two(),
            "an ActionList's length is a power of two"
        );
        N - 1
    };

    /// Empties the list.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Adds an action.
    #[inline]
    pub fn push(&mut self, action: A) {
        self.push_if(action, true);
    }

    /// Writes an action in the next place and keeps it only when `keep`:
    /// the same work either way, so a random hand costs no mispredicted
    /// branch.
    #[inline]
    pub fn push_if(&mut self, action: A, keep: bool) {
        self.items[self.len & Self::CAPACITY] = action;
        self.len += usize::from(keep);
    }

    /// The actions as a slice.
    ///
    /// # Panics
    /// When more than [`ActionList::CAPACITY`] actions were pushed.
    #[inline]
    pub fn as_slice(&self) -> &[A] {
        assert!(
            self.len <= Self::CAPACITY,
            "more than {} legal actions: the list's capacity is too small",
            Self::CAPACITY
        );
        &self.items[..self.len]
    }
}

impl<A: Copy, const N: usize> Deref for ActionList<A, N> {
    type Target = [A];
    #[inline]
    fn deref(&self) -> &[A] {
        self.as_slice()
    }
}

impl<A: Copy + Default + Send + Sync, const N: usize> ActionBuf<A> for ActionList<A, N> {
    #[inline]
    fn clear(&mut self) {
        ActionList::clear(self)
    }
    #[inline]
    fn push(&mut self, action: A) {
        ActionList::push(self, action)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_what_it_is_told_to() {
        let mut l = ActionList::<u8, 4>::default();
        l.push(1);
        l.push_if(2, false);
        l.push_if(3, true);
        assert_eq!(&*l, &[1, 3]);
        l.clear();
        assert!(l.is_empty());
    }

    #[test]
    #[should_panic(expected = "more than 3 legal actions")]
    fn an_overfull_list_fails_loudly() {
        let mut l = ActionList::<u8, 4>::default();
        for i in 0..4 {
            l.push(i);
        }
        let _ = l.len();
    }

    #[test]
    fn a_full_list_is_read_whole() {
        let mut l = ActionList::<u8, 4>::default();
        for i in 0..3 {
            l.push(i);
        }
        l.push_if(9, false);
        assert_eq!(&*l, &[0, 1, 2]);
    }
}
